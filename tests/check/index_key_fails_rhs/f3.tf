variable "v3" {
  type = list(string)
  default = 1 + 2 * x . y [ ]
}
