// ARGS: --control-flow-sink
func.func @f(%a: i32, %b: i32, %c: i1, %i: index) -> i32 {
  %v0 = arith.addi %b, %a : i32
  %v1 = arith.addi %b, %v0 : i32
  %v2 = arith.addi %a, %a : i32
  %v3 = arith.addi %v2, %a : i32
  %v4 = arith.addi %v0, %v2 : i32
  %v5 = arith.addi %a, %v2 : i32
  %v6 = arith.addi %v1, %a : i32
  %v7 = arith.addi %b, %v4 : i32
  %v8 = arith.addi %v4, %b : i32
  %v9 = arith.addi %v1, %b : i32
  %v10 = arith.addi %v6, %v4 : i32
  %v11 = arith.addi %a, %v7 : i32
  %v12 = arith.addi %b, %v1 : i32
  %v13 = arith.addi %v8, %v8 : i32
  %v14 = arith.addi %b, %v10 : i32
  %v15 = arith.addi %b, %v5 : i32
  %v16 = arith.addi %b, %v15 : i32
  %v17 = arith.addi %v2, %v7 : i32
  %v18 = arith.addi %v11, %v2 : i32
  %v19 = arith.addi %v15, %v1 : i32
  %v20 = arith.addi %v16, %v7 : i32
  %v21 = arith.addi %v15, %v19 : i32
  %v22 = arith.addi %v3, %v1 : i32
  %v23 = arith.addi %v16, %v16 : i32
  %v24 = arith.addi %v18, %v4 : i32
  %v25 = arith.addi %v9, %v1 : i32
  %v26 = arith.addi %v15, %v20 : i32
  %v27 = arith.addi %v0, %v16 : i32
  %v28 = arith.addi %b, %v17 : i32
  %v29 = arith.addi %v4, %v13 : i32
  %r0 = scf.index_switch %i -> i32
  case 1 {
    %r1 = scf.index_switch %i -> i32
    case 1 {
      %r2 = scf.index_switch %i -> i32
      case 1 {
        %r3 = scf.index_switch %i -> i32
        case 1 {
          %r4 = scf.index_switch %i -> i32
          case 1 {
            %r5 = scf.index_switch %i -> i32
            case 1 {
              %r6 = scf.if %c -> (i32) {
                %r7 = scf.if %c -> (i32) {
                  %r8 = scf.if %c -> (i32) {
                    %r9 = scf.if %c -> (i32) {
                      %r10 = scf.index_switch %i -> i32
                      case 1 {
                        %r11 = scf.index_switch %i -> i32
                        case 1 {
                          %r12 = scf.index_switch %i -> i32
                          case 1 {
                            %r13 = scf.index_switch %i -> i32
                            case 1 {
                              %r14 = scf.index_switch %i -> i32
                              case 1 {
                                %r15 = scf.if %c -> (i32) {
                                  %r16 = scf.if %c -> (i32) {
                                    %r17 = scf.index_switch %i -> i32
                                    case 1 {
                                      %r18 = scf.if %c -> (i32) {
                                        %r19 = scf.index_switch %i -> i32
                                        case 1 {
                                          %r20 = scf.if %c -> (i32) {
                                            %r21 = scf.index_switch %i -> i32
                                            case 1 {
                                              %r22 = scf.index_switch %i -> i32
                                              case 1 {
                                                %r23 = scf.if %c -> (i32) {
                                                  %r24 = scf.if %c -> (i32) {
                                                    %r25 = scf.index_switch %i -> i32
                                                    case 1 {
                                                      %r26 = scf.index_switch %i -> i32
                                                      case 1 {
                                                        %r27 = scf.index_switch %i -> i32
                                                        case 1 {
                                                          %r28 = scf.index_switch %i -> i32
                                                          case 1 {
                                                            %r29 = scf.index_switch %i -> i32
                                                            case 1 {
                                                              scf.yield %v2 : i32
                                                            }
                                                            default {
                                                              scf.yield %v3 : i32
                                                            }
                                                            scf.yield %r29 : i32
                                                          }
                                                          default {
                                                            scf.yield %v15 : i32
                                                          }
                                                          scf.yield %r28 : i32
                                                        }
                                                        default {
                                                          scf.yield %v28 : i32
                                                        }
                                                        scf.yield %r27 : i32
                                                      }
                                                      default {
                                                        scf.yield %v2 : i32
                                                      }
                                                      scf.yield %r26 : i32
                                                    }
                                                    default {
                                                      scf.yield %v1 : i32
                                                    }
                                                    scf.yield %r25 : i32
                                                  } else {
                                                    %e24 = arith.muli %v17, %v26 : i32
                                                    scf.yield %e24 : i32
                                                  }
                                                  scf.yield %r24 : i32
                                                } else {
                                                  %e23 = arith.muli %v16, %v22 : i32
                                                  scf.yield %e23 : i32
                                                }
                                                scf.yield %r23 : i32
                                              }
                                              default {
                                                scf.yield %v20 : i32
                                              }
                                              scf.yield %r22 : i32
                                            }
                                            default {
                                              scf.yield %b : i32
                                            }
                                            scf.yield %r21 : i32
                                          } else {
                                            %e20 = arith.muli %v27, %v20 : i32
                                            scf.yield %e20 : i32
                                          }
                                          scf.yield %r20 : i32
                                        }
                                        default {
                                          scf.yield %v8 : i32
                                        }
                                        scf.yield %r19 : i32
                                      } else {
                                        %e18 = arith.muli %v5, %v29 : i32
                                        scf.yield %e18 : i32
                                      }
                                      scf.yield %r18 : i32
                                    }
                                    default {
                                      scf.yield %v1 : i32
                                    }
                                    scf.yield %r17 : i32
                                  } else {
                                    %e16 = arith.muli %v11, %v16 : i32
                                    scf.yield %e16 : i32
                                  }
                                  scf.yield %r16 : i32
                                } else {
                                  %e15 = arith.muli %v6, %v13 : i32
                                  scf.yield %e15 : i32
                                }
                                scf.yield %r15 : i32
                              }
                              default {
                                scf.yield %v23 : i32
                              }
                              scf.yield %r14 : i32
                            }
                            default {
                              scf.yield %v23 : i32
                            }
                            scf.yield %r13 : i32
                          }
                          default {
                            scf.yield %v29 : i32
                          }
                          scf.yield %r12 : i32
                        }
                        default {
                          scf.yield %v3 : i32
                        }
                        scf.yield %r11 : i32
                      }
                      default {
                        scf.yield %v8 : i32
                      }
                      scf.yield %r10 : i32
                    } else {
                      %e9 = arith.muli %v26, %v23 : i32
                      scf.yield %e9 : i32
                    }
                    scf.yield %r9 : i32
                  } else {
                    %e8 = arith.muli %v15, %v6 : i32
                    scf.yield %e8 : i32
                  }
                  scf.yield %r8 : i32
                } else {
                  %e7 = arith.muli %v25, %v15 : i32
                  scf.yield %e7 : i32
                }
                scf.yield %r7 : i32
              } else {
                %e6 = arith.muli %v24, %v20 : i32
                scf.yield %e6 : i32
              }
              scf.yield %r6 : i32
            }
            default {
              scf.yield %v22 : i32
            }
            scf.yield %r5 : i32
          }
          default {
            scf.yield %v12 : i32
          }
          scf.yield %r4 : i32
        }
        default {
          scf.yield %v7 : i32
        }
        scf.yield %r3 : i32
      }
      default {
        scf.yield %v3 : i32
      }
      scf.yield %r2 : i32
    }
    default {
      scf.yield %v9 : i32
    }
    scf.yield %r1 : i32
  }
  default {
    scf.yield %v7 : i32
  }
  return %r0 : i32
}
