import { Fragment } from "react";
import { type Range, splitByRanges } from "../text/marks.js";

/** A text with the stretches a search matched in <mark>; React escapes every piece. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  if (ranges.length === 0) return <>{text}</>;
  return (
    <>
      {splitByRanges(text, ranges).map((piece, index) =>
        piece.marked ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
}
