// Properties <{...}> on unregistered ops are kept as a dictionary; any attribute works.
"foo.props"() <{a = 1 : i32, b = "s"}> : () -> ()
"foo.props_sorted"() <{z = 1, a = 2}> : () -> ()
"foo.props_and_attrs"() <{p = 1}> {d = 2} : () -> ()
"foo.empty_props"() <{}> : () -> ()
%0 = "foo.props_operands"(%1) <{n = [1, 2]}> : (i32) -> i32
%1 = "foo.def"() : () -> i32
"foo.props_region"() <{r = unit}> ({
  "foo.inner"() <{deep = {x = affine_map<(d0) -> (d0)>}}> : () -> ()
}) {after} : () -> ()
"foo.props_succ"() ({
  "foo.br"()[^bb1] <{k = true}> : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
"foo.props_types"() <{t = i64, f = (i1) -> i2, o = #foo.opaque<1>}> : () -> ()
// Aliases are only collected outside properties, but used inside them when they exist.
"foo.alias_only_in_props"() <{m = affine_map<(d0) -> (d0 * 3)>}> : () -> ()
"foo.alias_shared"() <{l = [affine_map<(d0) -> (d0 * 4)>]}> {m = affine_map<(d0) -> (d0 * 4)>} : () -> ()
// Unregistered ops accept any attribute as properties, not only dictionaries.
"foo.int_props"() <1> : () -> ()
"foo.str_props"() <"s"> : () -> ()
"foo.array_props"() <[1, true]> : () -> ()
"foo.unit_props"() <unit> : () -> ()
