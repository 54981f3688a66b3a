mod d {
    ods_macros::include_ods!("def-format-ref-unbound.ods");

}

fn main() {}
