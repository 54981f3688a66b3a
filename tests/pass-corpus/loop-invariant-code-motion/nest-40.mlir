// ARGS: --loop-invariant-code-motion
func.func @f(%lb: index, %ub: index, %a: i32) {
  %c1 = arith.constant 1 : index
  scf.for %i0 = %lb to %ub step %c1 {
    %x0 = arith.addi %a, %a : i32
    %y0 = arith.index_cast %i0 : index to i32
    scf.for %i1 = %lb to %ub step %c1 {
      %x1 = arith.addi %a, %a : i32
      scf.for %i2 = %lb to %ub step %c1 {
        %x2 = arith.addi %a, %a : i32
        scf.for %i3 = %lb to %ub step %c1 {
          %x3 = arith.addi %a, %a : i32
          %y3 = arith.index_cast %i3 : index to i32
          scf.for %i4 = %lb to %ub step %c1 {
            %x4 = arith.addi %a, %a : i32
            scf.for %i5 = %lb to %ub step %c1 {
              %x5 = arith.addi %a, %a : i32
              scf.for %i6 = %lb to %ub step %c1 {
                %x6 = arith.addi %a, %a : i32
                %y6 = arith.index_cast %i6 : index to i32
                scf.for %i7 = %lb to %ub step %c1 {
                  %x7 = arith.addi %a, %a : i32
                  scf.for %i8 = %lb to %ub step %c1 {
                    %x8 = arith.addi %a, %a : i32
                    scf.for %i9 = %lb to %ub step %c1 {
                      %x9 = arith.addi %a, %a : i32
                      %y9 = arith.index_cast %i9 : index to i32
                      scf.for %i10 = %lb to %ub step %c1 {
                        %x10 = arith.addi %a, %a : i32
                        scf.for %i11 = %lb to %ub step %c1 {
                          %x11 = arith.addi %a, %a : i32
                          scf.for %i12 = %lb to %ub step %c1 {
                            %x12 = arith.addi %a, %a : i32
                            %y12 = arith.index_cast %i12 : index to i32
                            scf.for %i13 = %lb to %ub step %c1 {
                              %x13 = arith.addi %a, %a : i32
                              scf.for %i14 = %lb to %ub step %c1 {
                                %x14 = arith.addi %a, %a : i32
                                scf.for %i15 = %lb to %ub step %c1 {
                                  %x15 = arith.addi %a, %a : i32
                                  %y15 = arith.index_cast %i15 : index to i32
                                  scf.for %i16 = %lb to %ub step %c1 {
                                    %x16 = arith.addi %a, %a : i32
                                    scf.for %i17 = %lb to %ub step %c1 {
                                      %x17 = arith.addi %a, %a : i32
                                      scf.for %i18 = %lb to %ub step %c1 {
                                        %x18 = arith.addi %a, %a : i32
                                        %y18 = arith.index_cast %i18 : index to i32
                                        scf.for %i19 = %lb to %ub step %c1 {
                                          %x19 = arith.addi %a, %a : i32
                                          scf.for %i20 = %lb to %ub step %c1 {
                                            %x20 = arith.addi %a, %a : i32
                                            scf.for %i21 = %lb to %ub step %c1 {
                                              %x21 = arith.addi %a, %a : i32
                                              %y21 = arith.index_cast %i21 : index to i32
                                              scf.for %i22 = %lb to %ub step %c1 {
                                                %x22 = arith.addi %a, %a : i32
                                                scf.for %i23 = %lb to %ub step %c1 {
                                                  %x23 = arith.addi %a, %a : i32
                                                  scf.for %i24 = %lb to %ub step %c1 {
                                                    %x24 = arith.addi %a, %a : i32
                                                    %y24 = arith.index_cast %i24 : index to i32
                                                    scf.for %i25 = %lb to %ub step %c1 {
                                                      %x25 = arith.addi %a, %a : i32
                                                      scf.for %i26 = %lb to %ub step %c1 {
                                                        %x26 = arith.addi %a, %a : i32
                                                        scf.for %i27 = %lb to %ub step %c1 {
                                                          %x27 = arith.addi %a, %a : i32
                                                          %y27 = arith.index_cast %i27 : index to i32
                                                          scf.for %i28 = %lb to %ub step %c1 {
                                                            %x28 = arith.addi %a, %a : i32
                                                            scf.for %i29 = %lb to %ub step %c1 {
                                                              %x29 = arith.addi %a, %a : i32
                                                              scf.for %i30 = %lb to %ub step %c1 {
                                                                %x30 = arith.addi %a, %a : i32
                                                                %y30 = arith.index_cast %i30 : index to i32
                                                                scf.for %i31 = %lb to %ub step %c1 {
                                                                  %x31 = arith.addi %a, %a : i32
                                                                  scf.for %i32 = %lb to %ub step %c1 {
                                                                    %x32 = arith.addi %a, %a : i32
                                                                    scf.for %i33 = %lb to %ub step %c1 {
                                                                      %x33 = arith.addi %a, %a : i32
                                                                      %y33 = arith.index_cast %i33 : index to i32
                                                                      scf.for %i34 = %lb to %ub step %c1 {
                                                                        %x34 = arith.addi %a, %a : i32
                                                                        scf.for %i35 = %lb to %ub step %c1 {
                                                                          %x35 = arith.addi %a, %a : i32
                                                                          scf.for %i36 = %lb to %ub step %c1 {
                                                                            %x36 = arith.addi %a, %a : i32
                                                                            %y36 = arith.index_cast %i36 : index to i32
                                                                            scf.for %i37 = %lb to %ub step %c1 {
                                                                              %x37 = arith.addi %a, %a : i32
                                                                              scf.for %i38 = %lb to %ub step %c1 {
                                                                                %x38 = arith.addi %a, %a : i32
                                                                                scf.for %i39 = %lb to %ub step %c1 {
                                                                                  %x39 = arith.addi %a, %a : i32
                                                                                  %y39 = arith.index_cast %i39 : index to i32
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
