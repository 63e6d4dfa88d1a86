// side-channel's API on a WeakMap and a Map (see README.md): what qs needs on the engines the admin runs on.
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const storeOf = (key) => (key !== null && (typeof key === "object" || typeof key === "function") ? objects : primitives);
  return {
    assert(key) {
      if (!storeOf(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: (key) => storeOf(key).delete(key),
    get: (key) => storeOf(key).get(key),
    has: (key) => storeOf(key).has(key),
    set(key, value) {
      storeOf(key).set(key, value);
    },
  };
};
