// A named module's sym_visibility must be "public", "private" or "nested".
module @m attributes {sym_visibility = "hidden"} {
}
