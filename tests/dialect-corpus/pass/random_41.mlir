// A random program (ods_tests::gen, seed 41).
module {
  "func.func"() <{function_type = (i1) -> (f16), sym_name = "f0"}> ({
  ^bb0(%b0_0: i1):
    %v0 = "index.constant"() <{value = -3 : index}> : () -> index
    "scf.if"(%b0_0) ({
    "scf.yield"() : () -> ()
  }, {
    %v1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v2 = "arith.sitofp"(%v1) : (i32) -> f32
    %v3 = "arith.index_cast"(%v1) : (i32) -> index
    %v4 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
    %v5 = "arith.constant"() <{value = 7 : index}> : () -> index
    "scf.index_switch"(%v5) <{cases = array<i64: -1, 0>}> ({
    "scf.yield"() : () -> ()
  }, {
    %v6 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %v7 = "arith.shrui"(%v6, %v6) : (i8, i8) -> i8
    %v8 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v9 = "math.isfinite"(%v8) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> i1
    "scf.yield"() : () -> ()
  }, {
    %v10 = "ub.poison"() <{value = #ub.poison}> : () -> i64
    "scf.yield"() : () -> ()
  }) : (index) -> ()
    %v11 = "ub.poison"() <{value = #ub.poison}> : () -> i64
    %v12 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v13:2 = "arith.addui_extended"(%v12, %v12) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %v14 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v15 = "math.isnan"(%v14) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (vector<4xf32>) -> vector<4xi1>
    %v16 = "arith.constant"() <{value = 4.200000e+01 : f16}> : () -> f16
    "func.return"(%v16) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i8, f16), sym_name = "f1"}> ({
  ^bb0(%b0_0: i32):
    %v1 = "scf.execute_region"() ({
    %v0 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    "scf.yield"(%v0) : (vector<4xf32>) -> ()
  }) : () -> (vector<4xf32>)
    %v2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v3 = "arith.addf"(%v2, %v2) <{fastmath = #arith.fastmath<arcp>}> : (f64, f64) -> f64
    %v4 = "arith.remf"(%v3, %v3) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f64, f64) -> f64
    %v5 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %v26 = "scf.execute_region"() ({
    %v6 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v7:2 = "arith.mului_extended"(%v6, %v6) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v8 = "arith.constant"() <{value = true}> : () -> i1
    %v23 = "scf.if"(%v8) ({
    %v9 = "ub.poison"() <{value = #ub.poison}> : () -> f16
    %v10 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v21:2 = "scf.index_switch"(%v10) <{cases = array<i64: 7, -1>}> ({
    %v11 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v12 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %v13:2 = "arith.addui_extended"(%v11, %v12) : (i8, i8) -> (i8, i1)
    %v14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "scf.yield"(%v14, %v8) : (f32, i1) -> ()
  }, {
    %v15 = "index.constant"() <{value = 42 : index}> : () -> index
    %v16 = "math.fpowi"(%v1, %v6) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
    %v17 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v18 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    "scf.yield"(%v18, %v8) : (f32, i1) -> ()
  }, {
    %v19 = "arith.constant"() <{value = true}> : () -> i1
    %v20 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    "scf.yield"(%v20, %v8) : (f32, i1) -> ()
  }) : (index) -> (f32, i1)
    "scf.yield"(%v7#1) : (vector<4xi32>) -> ()
  }, {
    %v22 = "arith.shli"(%b0_0, %b0_0) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "scf.yield"(%v7) : (vector<4xi32>) -> ()
  }) : (i1) -> (vector<4xi32>)
    %v24 = "arith.negf"(%v2) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %v25 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    "scf.yield"(%v25) : (f64) -> ()
  }) : () -> (f64)
    %v27 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v28 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v29 = "arith.minsi"(%v27, %v28) : (index, index) -> index
    %v30 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v31 = "arith.andi"(%v30, %v30) : (i64, i64) -> i64
    %v32 = "arith.remsi"(%b0_0, %v5) : (i32, i32) -> i32
    "cf.br"()[^bb2] : () -> ()
  ^bb1(%b1_0: i64, %b1_1: vector<4xf32>):
    %v33 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v34 = "arith.negf"(%v33) <{fastmath = #arith.fastmath<nsz>}> : (f16) -> f16
    %v35 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v36 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v37 = "math.fma"(%v35, %v36, %v36) <{fastmath = #arith.fastmath<arcp>}> : (f64, f64, f64) -> f64
    %v38 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v39 = "arith.bitcast"(%v38) : (vector<4xi32>) -> vector<4xf32>
    %v40 = "math.isnormal"(%v33) <{fastmath = #arith.fastmath<nnan>}> : (f16) -> i1
    %v41 = "func.call"(%v40) <{callee = @f0}> : (i1) -> (f16)
    %v42 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %v43:2 = "arith.addui_extended"(%v42, %v42) : (i32, i32) -> (i32, i1)
    %v44 = "arith.shli"(%b1_0, %b1_0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %v45 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v46 = "arith.negf"(%v45) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %v47 = "ub.poison"() <{value = #ub.poison}> : () -> index
    "cf.br"()[^bb2] : () -> ()
  ^bb2():
    %v48 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v49 = "arith.negf"(%v48) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>) -> vector<4xf32>
    %v54:2 = "scf.execute_region"() ({
    %v50 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v51:2 = "arith.mului_extended"(%v50, %v50) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v52 = "ub.poison"() <{value = #ub.poison}> : () -> index
    %v53 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    "scf.yield"(%v50, %v53) : (vector<4xi32>, i32) -> ()
  }) : () -> (vector<4xi32>, i32)
    %v55 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v56 = "arith.muli"(%v55, %v55) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %v57:2 = "arith.mului_extended"(%v54#1, %v54#1) : (i32, i32) -> (i32, i32)
    %v58 = "arith.constant"() <{value = false}> : () -> i1
    %v59 = "arith.select"(%v58, %v58, %v58) : (i1, i1, i1) -> i1
    %v60 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%v60) ({
    %v61 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v62 = "arith.divui"(%v61, %v61) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v63 = "ub.poison"() <{value = #ub.poison}> : () -> f16
    %v64 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v65 = "arith.floordivsi"(%v64, %v62) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "scf.yield"() : () -> ()
  }, {
    %v66 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v67 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v68 = "arith.select"(%v58, %v66, %v67) : (i1, f16, f16) -> f16
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
    %v69 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v70 = "arith.minnumf"(%v69, %v69) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f64, f64) -> f64
    %v71 = "arith.select"(%v58, %v69, %v70) : (i1, f64, f64) -> f64
    %v72 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v73 = "arith.maxsi"(%v72, %v72) : (i64, i64) -> i64
    %v74 = "arith.select"(%v59, %v49, %v49) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v75 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    "func.return"(%v55, %v75) : (i8, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xf32>, vector<4xf32>) -> (f16), sym_name = "f2"}> ({
  ^bb0(%b0_0: vector<4xi32>, %b0_1: vector<4xf32>, %b0_2: vector<4xf32>):
    %v0 = "arith.constant"() <{value = false}> : () -> i1
    %v1 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v2 = "arith.select"(%v0, %b0_2, %v1) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v3 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%v3, %b0_0, %b0_0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, vector<4xi32>, vector<4xi32>) -> ()
  ^bb1(%b1_0: vector<4xi32>):
    %v4 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v5 = "arith.addi"(%v4, %v4) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %v6 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
    %v7 = "arith.remui"(%v6, %v6) : (i32, i32) -> i32
    %v8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v9 = "arith.cmpi"(%v8, %v8) <{predicate = 1 : i64}> : (index, index) -> i1
    %v10 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v11 = "math.isnan"(%v10) <{fastmath = #arith.fastmath<contract>}> : (f32) -> i1
    %v12 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
    %v13 = "arith.shrsi"(%v7, %v12) : (i32, i32) -> i32
    %v14 = "math.ipowi"(%v5, %v4) : (i8, i8) -> i8
    %v15 = "func.call"(%v9) <{callee = @f0}> : (i1) -> (f16)
    %v16 = "arith.remui"(%v8, %v8) : (index, index) -> index
    %v17 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v18 = "arith.maxsi"(%v17, %b1_0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v19 = "arith.cmpi"(%v14, %v5) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %v20 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v22 = "arith.remui"(%v20, %v21) : (index, index) -> index
    %v23 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %v24 = "arith.minnumf"(%v23, %v23) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %v25 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    "func.return"(%v25) : (f16) -> ()
  }) : () -> ()
}
