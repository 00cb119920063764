# Which module checks which tfvars files (paths relative to this file).
map {
  tfvars = "envs/*.tfvars"
  module = "."
}
