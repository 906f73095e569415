/** Chunk "Lottery" (§2.1 lazily loaded groups): the lottery pages /lottery, /seaLottery, /vnLottery. */
export { LotteryRoute } from '../routes/lottery-route';
