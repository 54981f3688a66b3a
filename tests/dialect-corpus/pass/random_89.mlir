// A random program (ods_tests::gen, seed 89).
module {
  "func.func"() <{function_type = (vector<4xi32>, f32) -> (vector<4xi32>), sym_name = "f0"}> ({
  ^bb0(%b0_0: vector<4xi32>, %b0_1: f32):
    %v0 = "arith.cmpf"(%b0_1, %b0_1) <{fastmath = #arith.fastmath<contract>, predicate = 8 : i64}> : (f32, f32) -> i1
    %v1 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v2 = "arith.floordivsi"(%v1, %v1) : (index, index) -> index
    %v3 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v4 = "math.atan2"(%v3, %v3) <{fastmath = #arith.fastmath<afn>}> : (f64, f64) -> f64
    %v5 = "math.atan2"(%v4, %v4) <{fastmath = #arith.fastmath<ninf>}> : (f64, f64) -> f64
    %v6 = "arith.select"(%v0, %v0, %v0) : (i1, i1, i1) -> i1
    %v7 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v8 = "math.log10"(%v7) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf32>
    %v9 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v10 = "math.ceil"(%v9) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %v11 = "index.sizeof"() : () -> index
    %v12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %v13:2 = "arith.addui_extended"(%v12, %v12) : (i32, i32) -> (i32, i1)
    %v14 = "math.exp"(%b0_1) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    "cf.br"(%v0, %b0_1)[^bb2] : (i1, f32) -> ()
  ^bb1(%b1_0: vector<4xf32>, %b1_1: vector<4xi32>):
    %v15 = "math.isnormal"(%b1_0) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xi1>
    %v16 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v17 = "arith.cmpi"(%v16, %v16) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %v18 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v19 = "arith.divsi"(%v18, %v18) : (i64, i64) -> i64
    %v20 = "arith.minui"(%v16, %v16) : (i8, i8) -> i8
    %v21 = "arith.subi"(%v18, %v19) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %v22 = "arith.constant"() <{value = 127 : i32}> : () -> i32
    %v23 = "arith.minsi"(%v22, %v22) : (i32, i32) -> i32
    %v24 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v25 = "arith.negf"(%v24) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %v26 = "arith.remsi"(%v23, %v23) : (i32, i32) -> i32
    %v27 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%v17, %v17, %v27, %v17, %v27)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i1, f32, i1, f32) -> ()
  ^bb2(%b2_0: i1, %b2_1: f32):
    %v28 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v29 = "arith.bitcast"(%v28) : (vector<4xi32>) -> vector<4xf32>
    %v30 = "arith.cmpf"(%b2_1, %b2_1) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 10 : i64}> : (f32, f32) -> i1
    %v31 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v32 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v33 = "arith.maxui"(%v32, %v32) : (i64, i64) -> i64
    "func.return"(%v28) : (vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, i32) -> (vector<4xf32>, i1), sym_name = "f1"}> ({
  ^bb0(%b0_0: f32, %b0_1: f32, %b0_2: i32):
    %v0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v1 = "index.shl"(%v0, %v0) : (index, index) -> index
    %v2 = "arith.index_cast"(%b0_2) : (i32) -> index
    %v3 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v16:2 = "scf.index_switch"(%v3) <{cases = array<i64: -1>}> ({
    %v10:2 = "scf.execute_region"() ({
    %v4 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v5 = "arith.cmpf"(%v4, %v4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %v6 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v7 = "arith.shrsi"(%v6, %v6) : (i64, i64) -> i64
    %v8 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v9 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    "scf.yield"(%v8, %v9) : (vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> (vector<4xi32>, vector<4xi32>)
    %v11 = "func.call"(%v10#1, %b0_1) <{callee = @f0}> : (vector<4xi32>, f32) -> (vector<4xi32>)
    %v12 = "func.call"(%v11, %b0_0) <{callee = @f0}> : (vector<4xi32>, f32) -> (vector<4xi32>)
    %v13 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    "scf.yield"(%b0_1, %v13) : (f32, vector<4xf32>) -> ()
  }, {
    %v14 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v15 = "arith.maximumf"(%v14, %v14) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "scf.yield"(%b0_0, %v14) : (f32, vector<4xf32>) -> ()
  }) : (index) -> (f32, vector<4xf32>)
    %v17 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %v18:2 = "arith.addui_extended"(%b0_2, %b0_2) : (i32, i32) -> (i32, i1)
    %v19 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v20 = "index.divu"(%v19, %v3) : (index, index) -> index
    %v21 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v22:2 = "arith.addui_extended"(%v21, %v21) : (i8, i8) -> (i8, i1)
    %v23 = "math.log1p"(%v16#1) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>) -> vector<4xf32>
    %v24 = "arith.minnumf"(%v16#1, %v23) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v25 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v26 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%v25, %v26) : (vector<4xf32>, i1) -> ()
  ^bb1(%b1_0: f16, %b1_1: vector<4xf32>):
    %v27 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v28 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %v29 = "func.call"(%v27, %v28) <{callee = @f0}> : (vector<4xi32>, f32) -> (vector<4xi32>)
    %v30 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%v30) ({
    %v31 = "arith.minimumf"(%b1_0, %b1_0) <{fastmath = #arith.fastmath<nnan>}> : (f16, f16) -> f16
    %v32:2 = "arith.addui_extended"(%v27, %v27) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %v33 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v34 = "arith.bitcast"(%v33) : (f64) -> i64
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
    %v35 = "arith.cmpi"(%v30, %v30) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %v36 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v37 = "arith.select"(%v30, %v36, %v36) : (i1, index, index) -> index
    %v38 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%v37, %v37, %v38) ({
  ^bb0(%i39: index):
    %v40 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v41 = "arith.negf"(%v40) <{fastmath = #arith.fastmath<ninf>}> : (f64) -> f64
    %v42 = "arith.negf"(%b1_1) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>) -> vector<4xf32>
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
    %v43 = "arith.ceildivui"(%v29, %v29) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v44 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%b1_1, %v44) : (vector<4xf32>, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, i8) -> (f16, f32), sym_name = "f2"}> ({
  ^bb0(%b0_0: f32, %b0_1: i8):
    %v0 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v1 = "arith.negf"(%v0) <{fastmath = #arith.fastmath<nsz>}> : (vector<4xf32>) -> vector<4xf32>
    %v2 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v3 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v4 = "arith.shli"(%v2, %v3) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v5 = "arith.constant"() <{value = true}> : () -> i1
    %v6 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %v7 = "arith.select"(%v5, %v6, %v6) : (i1, f64, f64) -> f64
    "cf.br"()[^bb1] : () -> ()
  ^bb1():
    %v8 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %v9 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v10 = "arith.cmpi"(%v8, %v9) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %v11 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %v12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %v13 = "arith.addi"(%v11, %v12) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %v14 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v15 = "math.log2"(%v14) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>) -> vector<4xf32>
    %v16 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %v17 = "arith.divf"(%v16, %v16) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
    %v18 = "arith.extsi"(%v11) : (i32) -> i64
    %v19 = "arith.extui"(%v10) : (i1) -> i32
    %v20 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v22 = "arith.cmpf"(%v20, %v21) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 0 : i64}> : (f32, f32) -> i1
    %v23 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    "cf.cond_br"(%v22)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2():
    %v24 = "arith.constant"() <{value = false}> : () -> i1
    %v25 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %v26 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %v27 = "arith.select"(%v24, %v25, %v26) : (i1, i32, i32) -> i32
    %v28 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %v29 = "arith.sitofp"(%v28) : (i32) -> f32
    %v30 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v31 = "math.isnormal"(%v30) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f16) -> i1
    %v32 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v33 = "arith.shli"(%v32, %v32) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %v34 = "arith.constant"() <{value = true}> : () -> i1
    %v35 = "arith.constant"() <{value = true}> : () -> i1
    %v36 = "arith.cmpi"(%v34, %v35) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %v37 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v38 = "arith.shrsi"(%v32, %v37) : (i64, i64) -> i64
    %v39 = "arith.constant"() <{value = 42 : i8}> : () -> i8
    %v40 = "arith.shrui"(%v39, %v39) : (i8, i8) -> i8
    "func.return"(%v30, %v29) : (f16, f32) -> ()
  }) : () -> ()
}
