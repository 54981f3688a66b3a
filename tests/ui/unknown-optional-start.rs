mod d {
    ods_macros::include_ods!("unknown-optional-start.ods");
}

fn main() {}
