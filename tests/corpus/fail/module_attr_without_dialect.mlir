// Discardable attributes on builtin.module must have a dialect prefix.
module attributes {plain} {
}
