// ARGS: --sccp --split-input-file
func.func @vectors() -> (vector<4xi32>, tensor<2xf32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %s = arith.addi %a, %b : vector<4xi32>
  %f = arith.constant dense<1.5> : tensor<2xf32>
  %g = arith.addf %f, %f : tensor<2xf32>
  return %s, %g : vector<4xi32>, tensor<2xf32>
}

// -----

func.func @index_ops(%x: index) -> (index, index, i1) {
  %a = index.constant 4
  %b = index.constant 6
  %s = index.add %a, %b
  %m = index.mul %x, %a
  %c = index.cmp slt(%a, %b)
  return %s, %m, %c : index, index, i1
}

// -----

func.func @casts_and_selects(%c: i1, %x: i32) -> (i64, i32, i32, f32) {
  %c7 = arith.constant 7 : i32
  %e = arith.extsi %c7 : i32 to i64
  %true = arith.constant true
  %s = arith.select %true, %c7, %x : i32
  %s2 = arith.select %c, %c7, %c7 : i32
  %f = arith.sitofp %c7 : i32 to f32
  return %e, %s, %s2, %f : i64, i32, i32, f32
}

// -----

func.func @poison() -> (i32, i32) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %p, %c1 : i32
  return %p, %a : i32, i32
}

// -----

func.func @math_and_division(%x: i32) -> (i32, i32, f32) {
  %c0 = arith.constant 0 : i32
  %c6 = arith.constant 6 : i32
  %d = arith.divsi %c6, %c0 : i32
  %z = arith.muli %x, %c0 : i32
  %f = arith.constant 4.0 : f32
  %q = math.sqrt %f : f32
  return %d, %z, %q : i32, i32, f32
}

// -----

func.func @commutative(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %c1, %x : i32
  return %a : i32
}
