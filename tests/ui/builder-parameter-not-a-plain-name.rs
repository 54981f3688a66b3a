mod d {
    ods_macros::include_ods!("builder-parameter-not-a-plain-name.ods");
}

fn main() {}
