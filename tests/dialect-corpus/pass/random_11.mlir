// A random program (ods_tests::gen, seed 11).
module {
  "func.func"() <{function_type = () -> (index, f64), sym_name = "f0"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v1 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v2 = "math.fpowi"(%v0, %v1) <{fastmath = #arith.fastmath<ninf>}> : (f64, i64) -> f64
    %v3 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%v3) ({
    "scf.yield"() : () -> ()
  }, {
    %v4 = "arith.negf"(%v2) <{fastmath = #arith.fastmath<nnan>}> : (f64) -> f64
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
    %v5 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v6 = "arith.constant"() <{value = 42 : i8}> : () -> i8
    %v7 = "arith.ori"(%v5, %v6) : (i8, i8) -> i8
    %v8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %v9 = "arith.extsi"(%v8) : (i32) -> i64
    %v10 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v11:2 = "arith.mului_extended"(%v10, %v10) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v12 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %v13 = "arith.subf"(%v2, %v12) <{fastmath = #arith.fastmath<ninf>}> : (f64, f64) -> f64
    %v14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %v15 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v16 = "arith.remf"(%v14, %v15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %v17 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    "cf.br"(%v17, %v0)[^bb1] : (vector<4xf32>, f64) -> ()
  ^bb1(%b1_0: vector<4xf32>, %b1_1: f64):
    %v18 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %v19 = "arith.cmpi"(%v18, %v18) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %v20 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v21:2 = "arith.mulsi_extended"(%v20, %v20) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    "scf.if"(%v19) ({
    %v22 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v23 = "arith.shrsi"(%v21, %v22) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v24 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v25 = "arith.cmpi"(%v24, %v24) <{predicate = 2 : i64}> : (index, index) -> i1
    "scf.yield"() : () -> ()
  }, {
    %v26 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v27 = "arith.extf"(%v26) : (f32) -> f64
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
    %v28 = "arith.addi"(%v20, %v20) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v29 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %v30 = "arith.constant"() <{value = 4.200000e+01 : f16}> : () -> f16
    %v31 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v32 = "arith.minimumf"(%v30, %v31) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
    %v33 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v34 = "arith.cmpi"(%v18, %v33) <{predicate = 7 : i64}> : (i8, i8) -> i1
    "scf.execute_region"() ({
    "scf.yield"() : () -> ()
  }) : () -> ()
    %v35 = "math.fpowi"(%b1_0, %v21) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
    %v36 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    %v37 = "math.fpowi"(%b1_1, %v36) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f64, i64) -> f64
    %v38 = "arith.shli"(%v18, %v33) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %v39 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%v39, %v37) : (index, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i8) -> (i64, f64), sym_name = "f1"}> ({
  ^bb0(%b0_0: i1, %b0_1: i8):
    %v0 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v1 = "arith.extf"(%v0) : (f16) -> f32
    %v2 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v3 = "math.fpowi"(%v2, %b0_1) <{fastmath = #arith.fastmath<nnan>}> : (f16, i8) -> f16
    "cf.br"()[^bb2] : () -> ()
  ^bb1(%b1_0: i8, %b1_1: f32):
    %v4 = "math.isinf"(%b1_1) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> i1
    %v5 = "math.isinf"(%b1_1) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
    %v6 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v25 = "scf.index_switch"(%v6) <{cases = array<i64: -1, 7>}> ({
    %v7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v13:2 = "scf.for"(%v6, %v6, %v7, %v8, %v6) ({
  ^bb0(%i9: index, %a10: f64, %a11: index):
    %v12 = "arith.shrsi"(%b1_0, %b1_0) : (i8, i8) -> i8
    "scf.yield"(%v8, %v7) : (f64, index) -> ()
  }) : (index, index, index, f64, index) -> (f64, index)
    %v14:2 = "func.call"() <{callee = @f0}> : () -> (index, f64)
    %v15 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    "scf.yield"(%v15) : (vector<4xi32>) -> ()
  }, {
    %v16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v17 = "arith.cmpf"(%v16, %b1_1) <{fastmath = #arith.fastmath<arcp>, predicate = 8 : i64}> : (f32, f32) -> i1
    %v18 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    "scf.yield"(%v18) : (vector<4xi32>) -> ()
  }, {
    %v19 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v20 = "arith.minimumf"(%v19, %v19) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %v21 = "arith.constant"() <{value = true}> : () -> i1
    %v22 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v23 = "arith.select"(%v21, %b1_1, %v22) : (i1, f32, f32) -> f32
    %v24 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    "scf.yield"(%v24) : (vector<4xi32>) -> ()
  }) : (index) -> (vector<4xi32>)
    %v26 = "arith.constant"() <{value = 127 : i64}> : () -> i64
    %v27 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v28:2 = "arith.mulsi_extended"(%v26, %v27) : (i64, i64) -> (i64, i64)
    %v29 = "arith.constant"() <{value = 4.200000e+01 : f16}> : () -> f16
    %v30 = "arith.negf"(%v29) <{fastmath = #arith.fastmath<nsz>}> : (f16) -> f16
    %v31 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v32 = "math.isnan"(%v31) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
    %v33 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %v34 = "arith.shrsi"(%v33, %v28) : (i64, i64) -> i64
    "cf.cond_br"(%v5)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2():
    %v35 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v36 = "index.castu"(%v35) : (index) -> i32
    %v37 = "arith.floordivsi"(%v36, %v36) : (i32, i32) -> i32
    %v38 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v39 = "arith.cmpi"(%v38, %v38) <{predicate = 5 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    "scf.execute_region"() ({
    %v40 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %v49 = "scf.execute_region"() ({
    %v41 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v42 = "arith.negf"(%v41) <{fastmath = #arith.fastmath<nsz>}> : (vector<4xf32>) -> vector<4xf32>
    %v43 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v44 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v45 = "arith.minimumf"(%v43, %v44) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f16, f16) -> f16
    %v46 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v47 = "arith.ori"(%v35, %v46) : (index, index) -> index
    %v48 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    "scf.yield"(%v48) : (f64) -> ()
  }) : () -> (f64)
    %v50 = "arith.constant"() <{value = true}> : () -> i1
    %v51 = "arith.select"(%v50, %v38, %v38) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "scf.yield"() : () -> ()
  }) : () -> ()
    %v52 = "index.sizeof"() : () -> index
    %v53 = "arith.constant"() <{value = 42 : index}> : () -> index
    %v54 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%v53, %v35, %v54) ({
  ^bb0(%i55: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
    %v56 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v57 = "arith.minnumf"(%v56, %v56) <{fastmath = #arith.fastmath<ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v58 = "arith.shrsi"(%v52, %v52) : (index, index) -> index
    %v59 = "arith.divf"(%v56, %v57) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v60 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v61 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    "func.return"(%v60, %v61) : (i64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xi32>), sym_name = "f2"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %v1 = "arith.cmpf"(%v0, %v0) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %v2 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    "func.return"(%v2) : (vector<4xi32>) -> ()
  ^bb1(%b1_0: f16, %b1_1: f64):
    %v3 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v4 = "arith.maxui"(%v3, %v3) : (i8, i8) -> i8
    %v5 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v6 = "arith.negf"(%v5) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>) -> vector<4xf32>
    %v7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %v8 = "arith.cmpi"(%v7, %v7) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %v9 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
    %v10 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %v17 = "scf.for"(%v10, %v10, %v11, %b1_0) ({
  ^bb0(%i12: index, %a13: f16):
    %v14 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v15 = "arith.negf"(%v14) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
    %v16 = "arith.negf"(%v15) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f64) -> f64
    "scf.yield"(%a13) : (f16) -> ()
  }) : (index, index, index, f16) -> (f16)
    %v18 = "arith.divf"(%b1_0, %v17) <{fastmath = #arith.fastmath<afn>}> : (f16, f16) -> f16
    %v19 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %v24 = "scf.if"(%v8) ({
    %v20 = "arith.constant"() <{value = 127 : i32}> : () -> i32
    "scf.yield"(%v20) : (i32) -> ()
  }, {
    %v21 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v22 = "arith.cmpi"(%v21, %v21) <{predicate = 5 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %v23 = "arith.constant"() <{value = 127 : i32}> : () -> i32
    "scf.yield"(%v23) : (i32) -> ()
  }) : (i1) -> (i32)
    %v25 = "arith.constant"() <{value = 2 : index}> : () -> index
    %v32 = "scf.for"(%v10, %v10, %v25, %v24) ({
  ^bb0(%i26: index, %a27: i32):
    %v28 = "arith.floordivsi"(%v7, %v7) : (i64, i64) -> i64
    %v29 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v30 = "arith.minui"(%v29, %v29) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v31 = "arith.extui"(%v4) : (i8) -> i64
    "scf.yield"(%a27) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32)
    %v33 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    "func.return"(%v33) : (vector<4xi32>) -> ()
  }) : () -> ()
}
