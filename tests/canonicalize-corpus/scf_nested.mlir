// Random nested scf.if/scf.for programs that once canonicalized differently from mlir-opt:
// loop-invariant and swapped iteration arguments, single-iteration loops yielding their
// arguments.
func.func @f(%x: i32, %y: i32, %c: i1, %n: index) -> i32 {
  %v1 = arith.muli %y, %y : i32
  %v2 = arith.constant 1 : index
  %v3 = arith.constant 2 : index
  %v7:2 = scf.for %v4 = %v2 to %n step %v3 iter_args(%v5 = %y, %v6 = %v1) -> (i32, i32) {
    "test.use"(%v1) : (i32) -> ()
    %v9 = arith.xori %v5, %v6 : i32
    "test.use"(%v9) : (i32) -> ()
    %v11 = arith.constant 0 : index
    %v12 = arith.constant 1 : index
    %v13 = arith.constant 20 : index
    scf.for %v14 = %v11 to %v12 step %v13 {
      %v15 = arith.constant 1 : index
      %v16 = arith.constant 0 : index
      %v17 = arith.constant 1 : index
      scf.for %v18 = %v15 to %v16 step %v17 {
      }
      "test.use"(%y) : (i32) -> ()
      "test.use"(%v6) : (i32) -> ()
    }
    %v21 = arith.addi %v9, %v5 : i32
    "test.use"(%y) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %v7#1 : i32
}

// -----

func.func @f(%x: i32, %y: i32, %c: i1, %n: index) -> i32 {
  %v1 = arith.constant 0 : i32
  %v2 = arith.subi %y, %v1 : i32
  %v3 = arith.xori %y, %v2 : i32
  %v4 = arith.constant 0 : index
  %v5 = arith.constant 10 : index
  %v6 = arith.constant 1 : index
  %v10:2 = scf.for %v7 = %v4 to %v5 step %v6 iter_args(%v8 = %v2, %v9 = %y) -> (i32, i32) {
    %v11 = arith.cmpi slt, %v3, %v8 : i32
    %v12 = arith.xori %v3, %x : i32
    %v13 = arith.constant false
    %v14 = arith.constant true
    %v15 = arith.xori %c, %v14 : i1
    %v16 = scf.if %v15 -> i32 {
      "test.use"(%v8) : (i32) -> ()
      %v18 = arith.cmpi ult, %x, %v3 : i32
      %v19 = arith.constant true
      %v20 = scf.if %v18 -> i32 {
        %v21 = arith.constant 3 : i32
        %v22 = arith.subi %y, %v21 : i32
        "test.use"(%x) : (i32) -> ()
        %v24 = arith.constant 1 : i32
        %v25 = arith.andi %x, %v24 : i32
        scf.yield %v25 : i32
      } else {
        "test.use"(%v8) : (i32) -> ()
        %v27 = arith.constant 0 : i32
        %v28 = arith.cmpi ult, %v2, %v27 : i32
        scf.yield %v3 : i32
      }
      %v29 = arith.cmpi eq, %v12, %v12 : i32
      scf.yield %x : i32
    } else {
      %v30 = arith.constant false
      scf.if %v30 {
        %v31 = arith.constant 0 : i32
        %v32 = arith.xori %v3, %v31 : i32
        %v33 = arith.subi %v3, %v9 : i32
      } else {
        "test.use"(%v9) : (i32) -> ()
      }
      %v35 = arith.constant 1 : i32
      %v36 = arith.subi %v2, %v35 : i32
      scf.yield %x : i32
    }
    "test.use"(%v16) : (i32) -> ()
    %v38 = arith.constant 3 : i32
    %v39 = arith.andi %x, %v38 : i32
    scf.yield %v2, %v8 : i32, i32
  }
  %v40 = arith.constant 3 : i32
  %v41 = arith.andi %x, %v40 : i32
  return %v41 : i32
}

// -----

func.func @f(%x: i32, %y: i32, %c: i1, %n: index) -> i32 {
  %v1 = arith.constant 2 : i32
  %v2 = arith.muli %y, %v1 : i32
  %v3 = arith.cmpi slt, %v2, %x : i32
  %v4 = arith.addi %x, %v2 : i32
  %v5 = arith.constant 1 : index
  %v6 = arith.constant 2 : index
  %v7 = arith.constant 1 : index
  %v10 = scf.for %v8 = %v5 to %v6 step %v7 iter_args(%v9 = %x) -> (i32) {
    %v11 = arith.cmpi eq, %y, %y : i32
    %v12 = arith.constant 1 : index
    %v13 = arith.constant 20 : index
    %v17:2 = scf.for %v14 = %v12 to %n step %v13 iter_args(%v15 = %v9, %v16 = %y) -> (i32, i32) {
      %v18 = arith.constant 0 : i32
      %v19 = arith.andi %v16, %v18 : i32
      scf.yield %v15, %v2 : i32, i32
    }
    scf.yield %v9 : i32
  }
  %v20 = arith.muli %v2, %y : i32
  "test.use"(%v10) : (i32) -> ()
  return %v20 : i32
}

// -----

func.func @f(%x: i32, %y: i32, %c: i1, %n: index) -> i32 {
  %v1 = arith.xori %x, %y : i32
  %v2 = arith.constant 0 : index
  %v3 = arith.constant 20 : index
  %v7:2 = scf.for %v4 = %v2 to %n step %v3 iter_args(%v5 = %x, %v6 = %x) -> (i32, i32) {
    %v8 = arith.constant 1 : i32
    %v9 = arith.cmpi ne, %y, %v8 : i32
    %v10 = arith.andi %y, %v5 : i32
    %v11 = arith.constant 0 : i32
    %v12 = arith.cmpi slt, %y, %v11 : i32
    %v13 = arith.constant false
    %v14 = arith.constant true
    %v15 = arith.xori %v13, %v14 : i1
    scf.if %v15 {
      %v16 = arith.constant 1 : i32
      %v17 = arith.addi %v6, %v16 : i32
      %v18 = arith.constant 3 : i32
      %v19 = arith.subi %v6, %v18 : i32
    } else {
      %v20 = arith.cmpi slt, %v1, %v5 : i32
      "test.use"(%v6) : (i32) -> ()
      %v22 = arith.constant 0 : index
      %v23 = arith.constant 10 : index
      %v24 = arith.constant 2 : index
      scf.for %v25 = %v22 to %v23 step %v24 {
        %v26 = arith.constant 2 : i32
        %v27 = arith.addi %v5, %v26 : i32
        %v28 = arith.cmpi slt, %v27, %x : i32
      }
      "test.use"(%v6) : (i32) -> ()
    }
    scf.yield %v6, %v5 : i32, i32
  }
  %v30 = arith.cmpi ult, %v1, %v7#1 : i32
  return %v7#1 : i32
}
