// The house game pages, their own chunk: framed by the /game launcher, or opened alone.
export { HouseDemoPage, HouseDicePage, HouseSlotPage } from './HousePages';
export { HouseVerifyPage } from './HouseVerifyPage';
