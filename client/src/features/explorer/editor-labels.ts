import { useEffect, type RefObject } from 'react';

/** GraphiQL's editors and the names a screen reader gives their text boxes (CodeMirror's own option). */
const EDITOR_LABELS: readonly (readonly [string, string])[] = [
  ['.graphiql-query-editor .CodeMirror', 'Query'],
  ['.graphiql-editor-tool > .graphiql-editor:nth-child(1) > .CodeMirror', 'Variables'],
  ['.graphiql-editor-tool > .graphiql-editor:nth-child(2) > .CodeMirror', 'Headers'],
  ['.graphiql-response .CodeMirror', 'Response'],
];

interface LabelledEditor {
  getOption(name: 'screenReaderLabel'): string | null;
  setOption(name: 'screenReaderLabel', value: string): void;
}

/**
 * Names the text box of each of GraphiQL's editors, which it leaves unlabelled (WCAG 4.1.2): the
 * editors appear once CodeMirror has loaded, so the pane is watched until all of them are named.
 */
export function useEditorLabels(pane: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = pane.current;
    if (!root) return;
    const label = () => {
      let named = 0;
      for (const [selector, name] of EDITOR_LABELS) {
        const editor = (root.querySelector(selector) as (Element & { CodeMirror?: LabelledEditor }) | null)?.CodeMirror;
        if (!editor) continue;
        if (editor.getOption('screenReaderLabel') !== name) editor.setOption('screenReaderLabel', name);
        named++;
      }
      return named === EDITOR_LABELS.length;
    };
    if (label()) return;
    const observer = new MutationObserver(() => {
      if (label()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pane]);
}
