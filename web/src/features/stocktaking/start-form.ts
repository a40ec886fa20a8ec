import type { StocktakingScope } from '../../../../shared/schemas/stocktaking';

/** The "New stocktaking" form: a title, the kind of scope, the ticked objects and locations, a person. */
export interface ScopeForm {
  title: string;
  kind: StocktakingScope['kind'];
  /** Ticked ids: objects' and locations' alike. */
  places: string[];
  responsible: string;
}

interface ObjectWithLocations {
  _id: string;
  locations: { _id?: string | null }[];
}

/**
 * The scope to send, or what is missing. Ticked places split into objects and locations by the
 * company's objects; a location whose object is ticked too is left out (the object covers it).
 */
export function scopeOf(form: ScopeForm, objects: readonly ObjectWithLocations[]): { scope: StocktakingScope } | { problem: 'places' | 'responsible' } {
  if (form.kind === 'company') return { scope: { kind: 'company' } };
  if (form.kind === 'responsible') {
    return form.responsible ? { scope: { kind: 'responsible', responsible: form.responsible } } : { problem: 'responsible' };
  }
  const ticked = new Set(form.places);
  const chosenObjects = objects.filter((object) => ticked.has(object._id)).map((object) => object._id);
  const locations = objects.flatMap((object) =>
    ticked.has(object._id) ? [] : object.locations.flatMap((location) => (location._id && ticked.has(location._id) ? [location._id] : [])),
  );
  if (chosenObjects.length + locations.length === 0) return { problem: 'places' };
  return { scope: { kind: 'places', objects: chosenObjects, locations } };
}
