// Every test starts as a fresh browser tab: no shop event stream or subscriber of an earlier test.
import { resetShopEvents } from '../src/features/events/shop-events';

beforeEach(() => resetShopEvents());
