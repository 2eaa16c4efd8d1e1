import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Picture } from '../../../components/Picture';
import type { TabItem } from '../../../content/types';

/** A set of tabs, each with paragraphs and an optional picture beside them. */
export default function TabSet({ id, tabs, defaultKey }: { id: string; tabs: readonly TabItem[]; defaultKey: string }) {
  return (
    <Tabs id={id} defaultActiveKey={defaultKey} className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden">
      {tabs.map((tab) => (
        <Tab eventKey={tab.key} title={tab.title} key={tab.key}>
          <div className="row g-3 align-items-start">
            <div className={tab.image ? 'col-md-7' : 'col-12'}>
              {tab.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {tab.image && (
              <div className="col-md-5">
                <Picture name={tab.image.src} alt={tab.image.alt} sizes="(min-width: 768px) 40vw, 100vw" />
              </div>
            )}
          </div>
        </Tab>
      ))}
    </Tabs>
  );
}

