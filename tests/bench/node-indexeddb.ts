// IndexedDB for the benches that run the offline core in Node (drain): fake-indexeddb. Dexie
// takes `indexedDB` from the global scope when its module is first evaluated, so this must run
// before any module that imports Dexie: run.ts imports it first of all (ES modules evaluate in
// import order), and a bench that needs it imports it first too, for a run of that file alone.
import 'fake-indexeddb/auto';
