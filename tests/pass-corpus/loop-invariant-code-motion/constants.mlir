// ARGS: --allow-unregistered-dialect --loop-invariant-code-motion
func.func @f(%lb: index, %ub: index, %a: i32, %b: i32, %v: vector<4xi32>) {
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %o = arith.ori %b, %c1_i32 : i32
  %cv = arith.constant dense<3> : vector<4xi32>
  %cv0 = arith.constant dense<[1, 0, 2, 3]> : vector<4xi32>
  %k = arith.constant 5 : i32
  %kk = arith.addi %k, %k : i32
  scf.for %i = %lb to %ub step %c1 {
    %d1 = arith.divui %a, %o : i32
    %d2 = arith.divui %v, %cv : vector<4xi32>
    %d3 = arith.divui %v, %cv0 : vector<4xi32>
    %d4 = arith.divsi %v, %cv : vector<4xi32>
    %d5 = arith.divsi %a, %kk : i32
    "foo.use"(%d1, %d2, %d3, %d4, %d5) : (i32, vector<4xi32>, vector<4xi32>, vector<4xi32>, i32) -> ()
  }
  %c1_i64 = arith.constant 1 : i64
  %lb64 = arith.constant 0 : i64
  scf.for %i = %lb64 to %c1_i64 step %c1_i64 : i64 {
    scf.for %j = %lb to %ub step %c1 {
      %x = arith.addi %a, %b : i32
      "foo.use"(%x) : (i32) -> ()
    }
  }
  return
}
