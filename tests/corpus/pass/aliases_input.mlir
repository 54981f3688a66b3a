// Type and attribute alias definitions on input are expanded where used;
// the printer chooses its own aliases (or none) on output.
!my_int = i32
!vec = vector<4x!my_int>
!opaque = !foo.thing<1>
#zero = 0 : i64
#str = "a string"
#arr = [#zero, #str, 1.5]
#dict = {key = #str}
#m = affine_map<(d0) -> (d0 + 1)>
!mem = memref<8xf32, #m>
#name_2 = 7
#_u$ = unit
"foo.a"() {a = #zero, b = #str, c = #arr, d = #dict, e = #name_2, f = #_u$} : () -> ()
%0 = "foo.b"() : () -> !my_int
%1 = "foo.c"(%0) : (!my_int) -> !vec
"foo.d"() {t = !opaque, m = #m} : () -> !mem
