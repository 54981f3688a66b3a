mod d {
    ods_macros::include_ods!("duplicate-interface.ods");
}

fn main() {}
