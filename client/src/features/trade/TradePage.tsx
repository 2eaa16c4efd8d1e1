import { RoleGate } from '../../components/RoleGate';
import { TRADE_TITLE, TradeScreen } from './components/TradeScreen';

/** trade: trade applications and accounts, the price groups and their price lists; employees only. */
export default function TradePage() {
  return <RoleGate title={TRADE_TITLE} views={{ Employee: () => <TradeScreen /> }} />;
}
