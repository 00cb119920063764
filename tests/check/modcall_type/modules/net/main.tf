variable "subnets" {
  type = map(string)
}
