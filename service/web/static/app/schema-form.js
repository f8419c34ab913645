// Form fields built from JSON Schemas (a ruleset's player fields and action bodies): no form is written per game.
import { html, humanize } from "./ui.js";

/** @typedef {{ type?: string | string[], properties?: Record<string, JsonSchema>, required?: string[], enum?: unknown[],
 *   minimum?: number, maximum?: number, minLength?: number, maxLength?: number, pattern?: string, description?: string,
 *   default?: unknown, const?: unknown }} JsonSchema */
/** @typedef {{ seat: string, name: string }} SeatChoice */

/** A string field whose pattern is a seat id (p1, p2…): offered as a choice of players. */
export function isSeatField(/** @type {JsonSchema} */ schema) {
  return typeof schema.pattern === "string" && schema.pattern.startsWith("^p[1-9]");
}

/** The properties a person fills in (not `type`, not the acting `seat`, not constants). */
export function editableProperties(/** @type {JsonSchema} */ schema) {
  return Object.entries(schema.properties || {}).filter(([name, prop]) => name !== "type" && name !== "seat" && prop.const === undefined);
}

/**
 * Starting values: a seat field gets the first seat other than `actingSeat`, an enum its first value.
 * @param {JsonSchema} schema @param {SeatChoice[]} seats @param {string | null} actingSeat
 * @returns {Record<string, unknown>}
 */
export function initialValues(schema, seats, actingSeat) {
  /** @type {Record<string, unknown>} */
  const values = {};
  const required = new Set(schema.required || []);
  for (const [name, prop] of editableProperties(schema)) {
    if (prop.type === "object") values[name] = initialValues(prop, seats, actingSeat);
    else if (isSeatField(prop)) values[name] = (seats.find((s) => s.seat !== actingSeat) || seats[0])?.seat || "";
    else if (prop.enum && required.has(name)) values[name] = prop.enum[0];
    else if (prop.type === "boolean") values[name] = prop.default === true;
    else values[name] = "";
  }
  return values;
}

/**
 * A ruleset's per-player fields (`player_fields` of GET /v1/rulesets/{id}) as one object schema.
 * @param {{ name: string, schema: unknown, required: boolean }[]} fields @returns {JsonSchema}
 */
export function playerFieldsSchema(fields) {
  return {
    type: "object",
    properties: Object.fromEntries(fields.map((f) => [f.name, /** @type {JsonSchema} */ (f.schema)])),
    required: fields.filter((f) => f.required).map((f) => f.name),
  };
}

/**
 * The body a form's values make: numbers parsed, empty optional fields left out.
 * @param {JsonSchema} schema @param {Record<string, unknown>} values @returns {Record<string, unknown>}
 */
export function collect(schema, values) {
  /** @type {Record<string, unknown>} */
  const body = {};
  const required = new Set(schema.required || []);
  for (const [name, prop] of editableProperties(schema)) {
    const raw = values[name];
    if (prop.type === "object") {
      const nested = collect(prop, /** @type {Record<string, unknown>} */ (raw || {}));
      if (required.has(name) || Object.keys(nested).length > 0) body[name] = nested;
    } else if (prop.type === "integer" || prop.type === "number") {
      if (raw === "" || raw === undefined || raw === null) continue;
      body[name] = Number(raw);
    } else if (prop.type === "boolean") {
      if (raw || required.has(name)) body[name] = Boolean(raw);
    } else if (raw !== "" && raw !== undefined && raw !== null) {
      body[name] = raw;
    }
  }
  return body;
}

/**
 * The fields of an object schema. Labels are `${labelPrefix} ${property}` so they stay unique on a page.
 * @param {{ schema: JsonSchema, values: Record<string, unknown>, onChange: (values: Record<string, unknown>) => void,
 *   labelPrefix?: string, idPrefix: string, seats?: SeatChoice[] }} props
 */
export function SchemaFields({ schema, values, onChange, labelPrefix = "", idPrefix, seats = [] }) {
  const required = new Set(schema.required || []);
  return editableProperties(schema).map(([name, prop]) => {
    const label = labelPrefix ? `${labelPrefix} ${humanize(name).toLowerCase()}` : humanize(name);
    const id = `${idPrefix}-${name}`;
    const set = (/** @type {unknown} */ value) => onChange({ ...values, [name]: value });
    const hint = prop.description ? html`<span class="hint" id=${`${id}-hint`}>${prop.description}</span>` : null;
    const described = prop.description ? `${id}-hint` : undefined;
    if (prop.type === "object") {
      return html`<fieldset class="nested" key=${name}><legend>${label}</legend>${hint}
        <${SchemaFields} schema=${prop} values=${/** @type {Record<string, unknown>} */ (values[name] || {})}
          onChange=${set} labelPrefix=${label} idPrefix=${id} seats=${seats} />
      </fieldset>`;
    }
    if (prop.type === "boolean") {
      return html`<div class="field check-field" key=${name}><label class="check">
        <input type="checkbox" id=${id} checked=${Boolean(values[name])} aria-describedby=${described}
          onChange=${(/** @type {any} */ e) => set(e.currentTarget.checked)} /> ${label}</label>${hint}</div>`;
    }
    const control = isSeatField(prop)
      ? html`<select id=${id} required=${required.has(name)} aria-describedby=${described} value=${String(values[name] ?? "")}
          onChange=${(/** @type {any} */ e) => set(e.currentTarget.value)}>
          ${!required.has(name) && html`<option value="">—</option>`}
          ${seats.map((s) => html`<option value=${s.seat}>${s.name}</option>`)}
        </select>`
      : prop.enum
        ? html`<select id=${id} required=${required.has(name)} aria-describedby=${described} value=${String(values[name] ?? "")}
            onChange=${(/** @type {any} */ e) => set(e.currentTarget.value)}>
            ${!required.has(name) && html`<option value="">—</option>`}
            ${prop.enum.map((v) => html`<option value=${String(v)}>${humanize(String(v))}</option>`)}
          </select>`
        : prop.type === "integer" || prop.type === "number"
          ? html`<input id=${id} type="number" inputmode=${(prop.minimum ?? -1) < 0 ? undefined : "numeric"} required=${required.has(name)}
              min=${prop.minimum} max=${prop.maximum} step=${prop.type === "integer" ? 1 : "any"} aria-describedby=${described}
              value=${String(values[name] ?? "")} onInput=${(/** @type {any} */ e) => set(e.currentTarget.value)} />`
          : html`<input id=${id} type="text" required=${required.has(name)} maxlength=${prop.maxLength} aria-describedby=${described}
              value=${String(values[name] ?? "")} onInput=${(/** @type {any} */ e) => set(e.currentTarget.value)} />`;
    return html`<div class="field" key=${name}><label for=${id}>${label}</label>${control}${hint}</div>`;
  });
}
