// Comparisons do not fold a poison operand (upstream's cmpi/cmpf folders do not propagate
// poison), in either position, for scalars and vectors; arithmetic next to them does.
func.func @cmp_poison(%x: i32) -> (i1, i1, i1, i32, vector<2xi1>) {
  %c3 = arith.constant 3 : i32
  %p = ub.poison : i32
  %lt = arith.cmpi slt, %c3, %p : i32
  %gt = arith.cmpi sgt, %p, %c3 : i32
  %eq = arith.cmpi eq, %x, %p : i32
  %sum = arith.addi %c3, %p : i32
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %vp = ub.poison : vector<2xi32>
  %vlt = arith.cmpi ult, %v, %vp : vector<2xi32>
  return %lt, %gt, %eq, %sum, %vlt : i1, i1, i1, i32, vector<2xi1>
}
