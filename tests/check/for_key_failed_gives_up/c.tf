variable "tags" {
  default = [ for v in x : a. => [1 2] ]
}
