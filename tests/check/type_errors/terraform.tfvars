instance_count = "three"
obj = {
  name  = "n"
  size  = "big"
  extra = 1
}
nums     = [1, "two", 3]
secret   = "hunter2"
settings = { moed = "manual", bootstrap = true }
names    = "not-a-list"
extra1   = 1
extra2   = 2
extra3   = 3
