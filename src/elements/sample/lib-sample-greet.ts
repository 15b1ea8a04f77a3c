/** `lib-sample-greet`: the sample card's button was pressed (`detail.count` presses so far). */
export interface LibSampleGreetDetail {
  count: number;
}

declare global {
  interface LibEventMap {
    'lib-sample-greet': LibSampleGreetDetail;
  }
}
