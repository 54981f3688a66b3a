// A random program (ods_tests::gen::memory_program, seed 7).
module {
  func.func @m0(%A_0: tensor<f32>, %A_1: index, %t_2: index, %n_3: index) -> (i32, i32) {
    %cast1 = tensor.cast %A_0 : tensor<f32> to tensor<f32>
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    scf.for %k4 = %A_1 to %c0_2 step %c1_3 {
      %cst6 = arith.constant -4.0e+00 : f32
      %upd7 = tensor.insert %cst6 into %cast1[] : tensor<f32>
      %c0_8 = arith.constant 0 : index
      %c1_9 = arith.constant 1 : index
      %loop11 = scf.for %k10 = %A_1 to %c0_8 step %c1_9 iter_args(%it12 = %cst6) -> (f32) {
        %ci13 = arith.constant 1 : i32
        %c0_14 = arith.constant 0 : index
        %r16:2 = affine.for %i15 = max affine_map<() -> ((-(2)) - ((1) - (-3)), (-(1)) - ((-3) + (2)))>() to %c0_2 step 2 iter_args(%acc17 = %ci13, %acc18 = %c0_14) -> (i32, index) {
          %bnd19 = affine.min affine_map<()[s0] -> (2 * ((1) - (7)), ((2) + (s0)) + ((7) ceildiv 2))> ()[%A_1]
          %upd20 = tensor.insert %cst6 into %A_0[] : tensor<f32>
          %buf21 = memref.alloc() : memref<2x3x4xf32>
          %ld22 = affine.load %buf21[7, %i15, (-(symbol(%c1_3))) * -1] : memref<2x3x4xf32>
          affine.yield %acc17, %k10 : i32, index
        }
        %cst23 = arith.constant 0.0 : f32
        scf.yield %cst23 : f32
      }
    }
    %ci24 = arith.constant 1 : i32
    %acc25 = arith.subi %ci24, %ci24 : i32
    %cast26 = tensor.cast %A_0 : tensor<f32> to tensor<f32>
    return %acc25, %ci24 : i32, i32
  }
  func.func @m1(%x_0: i32, %n_1: tensor<16xf32>, %m_2: memref<f32>, %x_3: index, %x_4: i32, %buf_5: memref<4xf32>) -> (tensor<16xf32>, index) {
    %sel1 = affine.if affine_set<(d0, d1) : ((-(d0)) + ((d0) mod 2) >= 0)>(%x_3, %x_3) -> f32 {
      %cst2 = arith.constant 0.0 : f32
      %sum3 = arith.mulf %cst2, %cst2 : f32
      %view4 = memref.subview %buf_5[0] [%x_3] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
      affine.yield %cst2 : f32
    } else {
      %e5 = tensor.empty() : tensor<2x3x4xf32>
      %slice6 = tensor.extract_slice %e5[0, 0, %x_3] [1, %x_3, 1] [1, %x_3, 1] : tensor<2x3x4xf32> to tensor<1x?x1xf32>
      %ins7 = tensor.insert_slice %slice6 into %e5[0, 0, %x_3] [1, %x_3, 1] [1, %x_3, 1] : tensor<1x?x1xf32> into tensor<2x3x4xf32>
      %c1_8 = arith.constant 1 : index
      %cst9 = arith.constant 1.0 : f32
      %loop11 = scf.for %k10 = %x_3 to %x_3 step %c1_8 iter_args(%it12 = %cst9) -> (f32) {
        memref.store %cst9, %m_2[] : memref<f32>
        %buf13 = memref.alloc() {alignment = 64 : i64} : memref<i32>
        memref.dealloc %buf13 : memref<i32>
        scf.yield %it12 : f32
      }
      affine.store %cst9, %m_2[] : memref<f32>
      affine.yield %cst9 : f32
    }
    affine.if affine_set<(d0, d1) : (7 >= 0)>(%x_3, %x_3) {
      %sum15 = arith.addf %sel1, %sel1 : f32
    } else {
      %cst16 = arith.constant 1.0 : f32
      %upd17 = tensor.insert %cst16 into %n_1[%x_3] : tensor<16xf32>
      %d18 = tensor.dim %n_1, %x_3 : tensor<16xf32>
      affine.for %i19 = 1 to min affine_map<(d0)[s0] -> (s0, s0)>(%x_3)[%x_3] {
      }
    }
    affine.if affine_set<(d0, d1) : (d0 >= 0)>(%x_3, %x_3) {
      %val22 = memref.load %m_2[] : memref<f32>
      %upd23 = tensor.insert %val22 into %n_1[%x_3] : tensor<16xf32>
      %idx24 = affine.apply affine_map<()[s0, s1] -> (s1)> ()[%x_3, %x_3]
      %c2_25 = arith.constant 2 : index
      %upd26 = tensor.insert %val22 into %upd23[%c2_25] : tensor<16xf32>
    } else {
    }
    %val27 = memref.load %m_2[] : memref<f32>
    %c1_28 = arith.constant 1 : index
    %loop30 = scf.for %k29 = %x_3 to %x_3 step %c1_28 iter_args(%it31 = %val27) -> (f32) {
      %r33:2 = affine.for %i32 = affine_map<(d0) -> (2 * ((d0) ceildiv 8))>(%x_3) to %x_3 step 3 iter_args(%acc34 = %x_0, %acc35 = %sel1) -> (i32, f32) {
        affine.if affine_set<(d0)[s0] : ((d0) * 2 >= 0)>(%i32)[%c1_28] {
          %c0_37 = arith.constant 0 : index
          %c4_38 = arith.constant 4 : index
          %acc39 = arith.muli %c0_37, %c4_38 : index
          %cst40 = arith.constant 1.0 : f32
          %sum41 = arith.mulf %it31, %cst40 : f32
          %sum42 = arith.addf %acc35, %acc35 : f32
        } else {
          %upd43 = tensor.insert %acc35 into %n_1[%x_3] : tensor<16xf32>
          %bnd44 = affine.max affine_map<()[s0] -> ((-3) + (s0), 2)> ()[%x_3]
          %tile45 = memref.alloca(%i32, %x_3) : memref<?x?xi32>
        }
        %idx46 = affine.apply affine_map<(d0, d1)[s0] -> (s0)> (%c1_28, %x_3)[%x_3]
        affine.yield %acc34, %sel1 : i32, f32
      }
      %slice47 = tensor.extract_slice %n_1[0] [15] [1] : tensor<16xf32> to tensor<15xf32>
      %ins48 = tensor.insert_slice %slice47 into %n_1[0] [15] [1] : tensor<15xf32> into tensor<16xf32>
      scf.yield %sel1 : f32
    }
    %c4_49 = arith.constant 4 : index
    %acc50 = arith.muli %x_3, %c4_49 : index
    %sum51 = arith.mulf %loop30, %sel1 : f32
    %c4_52 = arith.constant 4 : index
    %val53 = memref.load %buf_5[%c4_52] : memref<4xf32>
    %acc54 = arith.subi %x_0, %x_4 : i32
    affine.for %i55 = %c4_52 to %c1_28 {
      %c1_57 = arith.constant 1 : index
      %loop59 = scf.for %k58 = %i55 to %c4_52 step %c1_57 iter_args(%it60 = %acc50) -> (index) {
        %r62 = affine.for %i61 = %c4_52 to affine_map<(d0, d1) -> (0)>(%x_3, %x_3) iter_args(%acc63 = %c1_28) -> (index) {
          %slice64 = tensor.extract_slice %n_1[9] [5] [1] : tensor<16xf32> to tensor<5xf32>
          %ld65 = affine.load %m_2[] : memref<f32>
          affine.yield %it60 : index
        }
        %cst66 = arith.constant 1.0 : f32
        %upd67 = tensor.insert %cst66 into %n_1[%c1_57] : tensor<16xf32>
        %buf68 = memref.alloc() : memref<16xi32>
        %cst69 = arith.constant 2.5 : f32
        %sum70 = arith.subf %cst69, %val27 : f32
        scf.yield %r62 : index
      }
      %acc71 = arith.addi %i55, %loop59 : index
      %ld72 = affine.load %m_2[] : memref<f32>
    }
    return %n_1, %c4_52 : tensor<16xf32>, index
  }
  func.func @m2(%buf_0: memref<16xf32>, %t_1: index) {
    %cast1 = memref.cast %buf_0 : memref<16xf32> to memref<?xf32>
    affine.if affine_set<(d0) : (((d0) ceildiv 2) + (d0) == 0, 7 >= 0)>(%t_1) {
      %c8_3 = arith.constant 8 : index
      %c1_4 = arith.constant 1 : index
      %cst5 = arith.constant 2.5 : f32
      %loop7:2 = scf.for %k6 = %t_1 to %c8_3 step %c1_4 iter_args(%it8 = %c1_4, %it9 = %cst5) -> (index, f32) {
        scf.yield %t_1, %it9 : index, f32
      }
    }
    %view10 = memref.subview %cast1[%t_1] [%t_1] [%t_1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %cst11 = arith.constant 1.0 : f32
    affine.store %cst11, %view10[(symbol(%t_1)) floordiv 3] : memref<?xf32, strided<[?], offset: ?>>
    %d12 = memref.dim %cast1, %t_1 : memref<?xf32>
    %ci13 = arith.constant 42 : i32
    %r15:2 = affine.for %i14 = max affine_map<()[s0] -> ((s0) floordiv 2, (-3) floordiv 4)>()[%d12] to min affine_map<(d0) -> (((-3) * 2) + (-(d0)), (0) - (2))>(%t_1) iter_args(%acc16 = %d12, %acc17 = %ci13) -> (index, i32) {
      %cst18 = arith.constant 1.0 : f32
      %r20:2 = affine.for %i19 = max affine_map<(d0) -> (d0, -3)>(%i14) to %d12 iter_args(%acc21 = %acc17, %acc22 = %cst18) -> (i32, f32) {
        %tile23 = memref.alloca() : memref<16xf32>
        %c1_24 = arith.constant 1 : index
        %loop26 = scf.for %k25 = %acc16 to %i14 step %c1_24 iter_args(%it27 = %ci13) -> (i32) {
          %e28 = tensor.empty() : tensor<f32>
          %slice29 = tensor.extract_slice %e28[] [] [] : tensor<f32> to tensor<f32>
          %val30 = memref.load %buf_0[%k25] : memref<16xf32>
          %view31 = memref.subview %cast1[0] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1]>>
          %ci32 = arith.constant 0 : i32
          scf.yield %ci32 : i32
        }
        %c4_33 = arith.constant 4 : index
        %tile34 = memref.alloca(%c4_33) : memref<?xf32>
        %ld35 = affine.load %cast1[2] : memref<?xf32>
        affine.yield %ci13, %cst18 : i32, f32
      }
      affine.for %i36 = %d12 to 1 {
        %acc38 = arith.subi %acc16, %d12 : index
        %e39 = tensor.empty() : tensor<i32>
        %slice40 = tensor.extract_slice %e39[] [] [] : tensor<i32> to tensor<i32>
        %bnd41 = affine.max affine_map<(d0, d1) -> (d0, (7) * 4, d1)> (%i14, %t_1)
      }
      affine.yield %i14, %ci13 : index, i32
    }
    %bnd42 = affine.max affine_map<(d0) -> (((2) ceildiv 2) * 0, d0, -3)> (%t_1)
    %val43 = memref.load %cast1[%bnd42] : memref<?xf32>
    %view44 = memref.subview %buf_0[0] [%r15#0] [1] : memref<16xf32> to memref<?xf32, strided<[1]>>
    %view45 = memref.subview %buf_0[4] [5] [1] : memref<16xf32> to memref<5xf32, strided<[1], offset: 4>>
    %e46 = tensor.empty() : tensor<2x3x4xf32>
    %slice47 = tensor.extract_slice %e46[1, %r15#0, 0] [1, %d12, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x?x4xf32>
    %ins48 = tensor.insert_slice %slice47 into %e46[1, %r15#0, 0] [1, %d12, 4] [1, 1, 1] : tensor<1x?x4xf32> into tensor<2x3x4xf32>
    return
  }
}
