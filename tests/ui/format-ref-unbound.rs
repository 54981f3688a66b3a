mod d {
    ods_macros::include_ods!("format-ref-unbound.ods");
}

fn main() {}
