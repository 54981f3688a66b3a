mod d {
    ods_macros::include_ods!("unknown-interface.ods");
}

fn main() {}
