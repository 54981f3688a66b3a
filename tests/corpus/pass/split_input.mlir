// ARGS: --allow-unregistered-dialect --split-input-file
// Each chunk is parsed and printed separately; output chunks are joined by a separator line.
%0 = "foo.first"() : () -> i32
"foo.use"(%0) : (i32) -> ()

// -----

// Value numbering restarts in every chunk; aliases are per chunk too.
%0 = "foo.second"() {m = affine_map<(d0) -> (d0)>} : () -> i32

// -----
module {
  "foo.third"() : () -> ()
}
// -----
// -----

#a = 5
"foo.alias_per_chunk"() {a = #a} : () -> ()
