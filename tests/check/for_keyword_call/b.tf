variable "zone" {
  default = [ for v in [1] : v if in ( 1 ]
}
