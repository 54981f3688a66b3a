// Forward references: values used before their definition (graph regions and
// nested regions), self-use, and successors naming later blocks.
"foo.r"() ({
  "foo.use"(%later) : (i32) -> ()
}) : () -> ()
%later = "foo.def"() : () -> i32
%self = "foo.self"(%self) : (i32) -> i32
%a = "foo.cycle_a"(%b) : (f32) -> f32
%b = "foo.cycle_b"(%a) : (f32) -> f32
"foo.cfg"() ({
  "foo.br"()[^third] : () -> ()
^second(%v: i32):
  "foo.use"(%v, %w) : (i32, i32) -> ()
  "foo.br"()[^second] : () -> ()
^third:
  %w = "foo.def"() : () -> i32
  "foo.br"(%w)[^second] : (i32) -> ()
}) : () -> ()
