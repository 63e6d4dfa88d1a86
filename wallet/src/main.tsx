/** @jsxImportSource preact */
import { render } from "preact";
import { App } from "./App.js";
import "./wallet.css";

render(<App />, document.getElementById("wallet")!);

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/wallet/sw.js", { scope: "/wallet/" }).catch(() => {
    // Without the worker the wallet still works online.
  });
}
