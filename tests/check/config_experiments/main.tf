terraform {
  experiments = [some_feature]
}

terraform {
  experiments = []
}
