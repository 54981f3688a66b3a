mod d {
    ods_macros::include_ods!("duplicate-argument.ods");
}

fn main() {}
