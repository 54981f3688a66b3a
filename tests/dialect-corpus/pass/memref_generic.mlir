// memref ops in generic form (printed back in custom form and generic form).
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "u", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, sym_name = "e", sym_visibility = "private", type = memref<3xf32>}> : () -> ()
  "memref.global"() <{alignment = 16 : i64, initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "d", type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = (index, index, memref<?xf32>, memref<*xf32>, f32, memref<4x?xf32, strided<[?, 1], offset: ?>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: memref<*xf32>, %arg4: f32, %arg5: memref<4x?xf32, strided<[?, 1], offset: ?>>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %2 = "memref.alloc"(%arg0, %arg1) <{alignment = 8 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
    %3 = "memref.alloca"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32, 1>
    %4 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %5 = "memref.load"(%1, %arg1) : (memref<?xf32>, index) -> f32
    %6 = "memref.load"(%1, %arg1) <{alignment = 4 : i64, nontemporal = true}> : (memref<?xf32>, index) -> f32
    "memref.store"(%5, %0, %arg1) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%arg4, %4) <{nontemporal = false}> : (f32, memref<f32>) -> ()
    %7 = "memref.cast"(%0) : (memref<4xf32>) -> memref<?xf32>
    %8 = "memref.cast"(%7) : (memref<?xf32>) -> memref<*xf32>
    %9 = "memref.dim"(%arg2, %arg1) : (memref<?xf32>, index) -> index
    %10 = "memref.dim"(%arg3, %arg1) : (memref<*xf32>, index) -> index
    %11 = "memref.rank"(%arg3) : (memref<*xf32>) -> index
    "memref.copy"(%0, %1) : (memref<4xf32>, memref<?xf32>) -> ()
    %12 = "memref.get_global"() <{name = @c}> : () -> memref<2xf32>
    %13 = "memref.assume_alignment"(%1) <{alignment = 16 : i32}> : (memref<?xf32>) -> memref<?xf32>
    %14 = "memref.extract_aligned_pointer_as_index"(%arg3) : (memref<*xf32>) -> index
    %15 = "memref.memory_space_cast"(%3) : (memref<?x4xf32, 1>) -> memref<?x4xf32>
    %16 = "memref.realloc"(%1, %arg0) : (memref<?xf32>, index) -> memref<?xf32>
    %17 = "memref.realloc"(%0) <{alignment = 8 : i64}> : (memref<4xf32>) -> memref<8xf32>
    %18 = "memref.atomic_rmw"(%arg4, %1, %arg1) <{kind = 0 : i64}> : (f32, memref<?xf32>, index) -> f32
    %19 = "memref.alloca_scope"() ({
      %21 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
      "memref.alloca_scope.return"(%arg4) : (f32) -> ()
    }) : () -> f32
    "memref.alloca_scope"() ({
      %20 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "memref.dealloc"(%0) : (memref<4xf32>) -> ()
    "memref.dealloc"(%8) : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

