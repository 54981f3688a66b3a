// memref.alloca_scope inlined when nothing in it may allocate on the stack, or when it is the
// last op of an allocation scope; kept otherwise (not last, unknown effects, nested scopes).
func.func @no_alloca(%m: memref<4xf32>, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %y = arith.addf %r, %r : f32
  return %y : f32
}

// -----

func.func @alloca_not_last(%v: f32, %i: index) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
  }
  %y = arith.addf %v, %v : f32
  return %y : f32
}

// -----

func.func @unknown_effects(%v: f32) -> f32 {
  memref.alloca_scope {
    "test.unknown"() : () -> ()
  }
  %y = arith.addf %v, %v : f32
  return %y : f32
}

// -----

func.func @nested_scope(%v: f32, %i: index) -> f32 {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%i] : memref<4xf32>
    }
    "test.keep"() : () -> ()
  }
  %y = arith.addf %v, %v : f32
  return %y : f32
}

// -----

func.func @in_loop(%v: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%k] : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.after"() : () -> ()
  }
  %y = arith.addf %v, %v : f32
  return %y : f32
}
