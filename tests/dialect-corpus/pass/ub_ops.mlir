// ub.poison with and without its attribute, and ub.unreachable.
%0 = ub.poison : i32
%1 = ub.poison <#ub.poison> : f32
%2 = ub.poison {tag} : vector<4xi32>
%3 = ub.poison : tensor<?x?xf64>
%4 = ub.poison : index
%5 = ub.poison : !foo.thing
%6 = ub.poison : memref<2xi8>
%7 = ub.poison <#ub.poison<ignored>> : i1
%8 = "ub.poison"() : () -> i64
%9 = "ub.poison"() <{value = #ub.poison}> : () -> i64
%10 = "ub.poison"() {value = #ub.poison, other = 2} : () -> i64
"test.use"() {p = #ub.poison, q = #ub<poison>} : () -> ()
func.func @f() {
  ub.unreachable
}
func.func @g() {
  "ub.unreachable"() {tag} : () -> ()
}
