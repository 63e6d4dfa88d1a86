// An e-mail's HTML at the width it will be read at: a desktop mail app's (640px, the 600px column with
// room around it) or a phone's (375px). The campaign form, the templates' editor and the review show it so.
import { Segmented } from "antd";
import { useState } from "react";
import { HtmlFrame } from "../../components/campaigns/HtmlFrame";

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

export function EmailFrame({ html, title, height }: { html: string; title: string; height: number }) {
  const [width, setWidth] = useState<Width>("desktop");
  return (
    <>
      <div className="email-width">
        <Segmented<Width>
          size="small"
          aria-label="Πλάτος προεπισκόπησης"
          options={[
            { label: "Υπολογιστής", value: "desktop" },
            { label: "Κινητό", value: "phone" },
          ]}
          value={width}
          onChange={setWidth}
        />
      </div>
      {/* The desktop width scrolls sideways in a narrow column: focusable, so the keyboard scrolls it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="email-width-stage" data-testid="email-width" data-width={WIDTHS[width]} tabIndex={0} aria-label="Προεπισκόπηση e-mail">
        <HtmlFrame title={title} html={html} height={height} width={WIDTHS[width]} />
      </section>
    </>
  );
}
