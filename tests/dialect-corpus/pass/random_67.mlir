// A random program (ods_tests::gen, seed 67).
module {
  "func.func"() <{function_type = (vector<4xi32>, f32, f32) -> (i32, i64), sym_name = "f0"}> ({
  ^bb0(%b0_0: vector<4xi32>, %b0_1: f32, %b0_2: f32):
    %v0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %v2 = "arith.cmpi"(%v0, %v1) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %v3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v4 = "arith.cmpi"(%v3, %v3) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %v5 = "arith.negf"(%b0_1) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %v6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v7 = "arith.index_cast"(%v6) : (index) -> i64
    %v8 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v9 = "arith.shrui"(%v8, %v8) : (i64, i64) -> i64
    %v10 = "arith.index_cast"(%v6) : (index) -> i64
    %v11 = "arith.cmpi"(%v1, %v0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "func.return"(%v1, %v7) : (i32, i64) -> ()
  ^bb1(%b1_0: i8, %b1_1: f64):
    %v12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v13 = "arith.maxsi"(%v12, %v12) : (index, index) -> index
    %v14 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    %v15 = "arith.ceildivsi"(%v14, %v14) : (i64, i64) -> i64
    %v16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v17 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v18 = "arith.divf"(%v16, %v17) <{fastmath = #arith.fastmath<ninf>}> : (f32, f32) -> f32
    %v19 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %v20 = "arith.negf"(%v19) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f16
    %v21 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%v21, %v15) : (i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "f1"}> ({
  ^bb0(%b0_0: i1):
    %v0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %v1 = "math.isinf"(%v0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> i1
    %v2 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %v3 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v4:2 = "arith.mului_extended"(%v3, %v3) : (i8, i8) -> (i8, i8)
    %v5 = "math.sinh"(%v0) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    %v6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v7 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v8 = "arith.cmpi"(%v6, %v7) <{predicate = 5 : i64}> : (index, index) -> i1
    %v20 = "scf.if"(%v8) ({
    %v9 = "arith.select"(%v1, %v3, %v4) : (i1, i8, i8) -> i8
    %v10 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %v11 = "arith.maxsi"(%v2, %v10) : (i32, i32) -> i32
    %v12 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v13:2 = "func.call"(%v12, %v5, %v5) <{callee = @f0}> : (vector<4xi32>, f32, f32) -> (i32, i64)
    "scf.yield"(%v13#1) : (i64) -> ()
  }, {
    %v14 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v15:2 = "func.call"(%v14, %v5, %v5) <{callee = @f0}> : (vector<4xi32>, f32, f32) -> (i32, i64)
    %v16 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v17 = "arith.remsi"(%v4, %v16) : (i8, i8) -> i8
    %v18 = "arith.constant"() <{value = true}> : () -> i1
    %v19 = "arith.cmpi"(%v18, %v8) <{predicate = 6 : i64}> : (i1, i1) -> i1
    "scf.yield"(%v15#1) : (i64) -> ()
  }) : (i1) -> (i64)
    %v21 = "index.bool.constant"() <{value = true}> : () -> i1
    %v22 = "ub.poison"() <{value = #ub.poison}> : () -> index
    %v23 = "ub.poison"() <{value = #ub.poison}> : () -> f16
    %v24 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    "cf.cond_br"(%v1, %v24, %v5, %v24, %v5)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, vector<4xi32>, f32, vector<4xi32>, f32) -> ()
  ^bb1(%b1_0: vector<4xi32>, %b1_1: f32):
    %v25 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v26 = "arith.addi"(%v25, %v25) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %v27 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v28 = "arith.remsi"(%v27, %v27) : (index, index) -> index
    %v29 = "ub.poison"() <{value = #ub.poison}> : () -> i1
    %v30 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v31 = "index.cmp"(%v30, %v28) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %v37:2 = "scf.index_switch"(%v30) <{cases = array<i64: 0>}> ({
    %v32 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v33 = "arith.xori"(%v32, %v32) : (i8, i8) -> i8
    %v34 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %v35 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    "scf.yield"(%v34, %v35) : (f64, f32) -> ()
  }, {
    %v36 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    "scf.yield"(%v36, %b1_1) : (f64, f32) -> ()
  }) : (index) -> (f64, f32)
    %v43:2 = "scf.index_switch"(%v27) <{cases = array<i64>}> ({
    %v38 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v39 = "arith.remui"(%b1_0, %v38) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v40 = "arith.minui"(%v26, %v25) : (i64, i64) -> i64
    %v41 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v42 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "scf.yield"(%v41, %v42) : (f32, i8) -> ()
  }) : (index) -> (f32, i8)
    %v44 = "index.constant"() <{value = 0 : index}> : () -> index
    %v45 = "ub.poison"() <{value = #ub.poison}> : () -> f16
    %v46 = "arith.addi"(%v28, %v30) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, vector<4xi32>) -> (), sym_name = "f2"}> ({
  ^bb0(%b0_0: i8, %b0_1: vector<4xi32>):
    %v0 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v1 = "arith.negf"(%v0) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf32>) -> vector<4xf32>
    %v2 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v3 = "math.cttz"(%v2) : (i64) -> i64
    %v4 = "arith.constant"() <{value = false}> : () -> i1
    "func.call"(%v4) <{callee = @f1}> : (i1) -> ()
    %v5 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %v6 = "arith.minimumf"(%v5, %v5) <{fastmath = #arith.fastmath<reassoc>}> : (f64, f64) -> f64
    %v7 = "index.constant"() <{value = 42 : index}> : () -> index
    %v8 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    %v9 = "arith.shli"(%v8, %v2) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %v10 = "arith.addi"(%v7, %v7) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %v11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %v12:2 = "arith.mului_extended"(%v11, %v11) : (i32, i32) -> (i32, i32)
    %v13 = "arith.bitcast"(%v5) : (f64) -> i64
    %v14 = "index.cmp"(%v10, %v7) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %v15 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v16 = "arith.select"(%v14, %v15, %v15) : (i1, f32, f32) -> f32
    %v17 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %v18:2 = "arith.addui_extended"(%b0_0, %v17) : (i8, i8) -> (i8, i1)
    "cf.br"(%b0_1)[^bb1] : (vector<4xi32>) -> ()
  ^bb1(%b1_0: vector<4xi32>):
    %v19 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v20 = "arith.sitofp"(%v19) : (i32) -> f32
    %v21 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v22 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v23 = "arith.cmpf"(%v21, %v22) <{fastmath = #arith.fastmath<afn>, predicate = 12 : i64}> : (f64, f64) -> i1
    %v24 = "arith.select"(%v23, %v20, %v20) : (i1, f32, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
