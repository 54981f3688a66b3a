// memref: alloca no scope.
%a = memref.alloca() : memref<4xf32>
