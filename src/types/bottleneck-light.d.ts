// bottleneck's light build (no Redis), the one octokit's plugins use, has the main build's types.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
