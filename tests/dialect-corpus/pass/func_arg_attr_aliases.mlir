// Attribute dictionaries of a function's entry-block arguments are not looked at by the alias
// pre-pass in custom form: a map used only there prints inline, one used elsewhere too prints
// through its alias; result attributes, declaration arguments and the generic form's arg_attrs
// are looked at.
func.func @only_args(%a: i32 {x.y = affine_map<(d0) -> (d0 + 7)>}, %b: i32 {x.y = affine_map<(d0) -> (d0 + 2)>}) -> (i32 {x.z = affine_map<(d0) -> (d0 + 1)>}) {
  return %a : i32
}
func.func @shared(%a: i32 {x.y = affine_map<(d0) -> (d0 * 3)>}, %b: index {x.t = [affine_map<(d0) -> (d0 * 5)>, {k = affine_map<(d0) -> (d0 * 5)>}]}) attributes {x.w = affine_map<(d0) -> (d0 + 4)>} {
  "test.op"() {x = {y = affine_map<(d0) -> (d0 * 3)>}} : () -> ()
  return
}
func.func private @decl(i32 {x.y = affine_map<(d0) -> (d0 + 9)>}, index {x.y = affine_map<(d0) -> (d0 + 2)>}) -> (i32 {x.z = affine_map<(d0) -> (d0 + 8)>})
