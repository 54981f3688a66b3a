mod d {
    ods_macros::include_ods!("pass-duplicate-name.ods");
}

fn main() {}
