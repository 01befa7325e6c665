import { ReactNode, useId } from "react";
import { CardGroup } from "./cardGroupHandlers";

export type CardGroupSectionProps = {
  group: CardGroup;
  /** Collapse state is owned by the list so it survives appended pages. */
  collapsed: boolean;
  /**
   * Only true once every page is in. Until then a section holds the records
   * fetched *so far*, so printing a count would state a total the widget does
   * not know — a group with 58 loaded of 300 would read "58 items".
   */
  showCount: boolean;
  onToggle: (key: string) => void;
  children: ReactNode;
};

/**
 * One group of cards: a sticky, collapsible header followed by that group's
 * cards in the usual responsive grid.
 *
 * The header is a real <button> with `aria-expanded`/`aria-controls` so the
 * section is operable from the keyboard and announced correctly; the chevron is
 * drawn in CSS rather than an icon font, for the same reason the Grid's drag
 * grip is — this stack ships Kendo's SVG icon set only, so font glyphs resolve
 * to nothing.
 */
const CardGroupSection = ({
  group,
  collapsed,
  showCount,
  onToggle,
  children,
}: CardGroupSectionProps) => {
  const bodyId = useId();
  const count = group.records.length;

  return (
    <section className="prc-card-group">
      <button
        type="button"
        className={`prc-card-group__header${
          collapsed ? " prc-card-group__header--collapsed" : ""
        }`}
        onClick={() => onToggle(group.key)}
        aria-expanded={!collapsed}
        aria-controls={bodyId}
      >
        <span className="prc-card-group__chevron" aria-hidden="true" />
        <span className="prc-card-group__path">
          {group.levels.map((level, index) => (
            <span className="prc-card-group__step" key={level.field}>
              {index > 0 && (
                <span className="prc-card-group__separator" aria-hidden="true">
                  ›
                </span>
              )}
              <span className="prc-card-group__value">{level.value}</span>
              <span className="prc-card-group__field">{level.title}</span>
            </span>
          ))}
        </span>
        {showCount && (
          <span className="prc-card-group__count">
            {count} item{count === 1 ? "" : "s"}
          </span>
        )}
      </button>

      {/* Unmounted rather than hidden when collapsed: a collapsed group of a
          few hundred cards should cost nothing to keep on screen. */}
      {!collapsed && (
        <div id={bodyId} className="prc-infinite-card-container">
          {children}
        </div>
      )}
    </section>
  );
};

export default CardGroupSection;
