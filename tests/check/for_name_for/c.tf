variable "zone" {
  default = [ for for in [1] : for ]
}
